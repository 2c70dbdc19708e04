import {describe, expect, it} from 'vitest';
import {filesToHint} from '../../src/plugins/compile-hints';

describe('compile hints', () => {
  it("hints the scripts of every chunk a page loads, not those only the search modal's group loads", () => {
    const page = {name: 'main'};
    const route = {name: null};
    const searchModal = {name: 'search-modal'};
    const chunks = [
      {files: new Set(['assets/js/main.1a2b.js', 'assets/css/styles.3c4d.css']), groupsIterable: [page]},
      {files: new Set(['assets/js/1234.5e6f.js']), groupsIterable: [route]},
      {files: new Set(['assets/js/search-modal.7a8b.js', 'assets/css/search-modal.9c0d.css']), groupsIterable: [searchModal]},
      // A library split out of the modal's import, and one the modal shares with a page.
      {files: new Set(['assets/js/5573.aaaa.js']), groupsIterable: [searchModal]},
      {files: new Set(['assets/js/7000.bbbb.js']), groupsIterable: [searchModal, route]},
    ];
    expect(filesToHint(chunks)).toEqual(['assets/js/main.1a2b.js', 'assets/js/1234.5e6f.js', 'assets/js/7000.bbbb.js']);
  });
});
