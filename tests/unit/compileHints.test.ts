import {describe, expect, it} from 'vitest';
import {filesToHint} from '../../src/plugins/compile-hints';

describe('compile hints', () => {
  it("hints every chunk's scripts but the search modal's, and no other file type", () => {
    const chunks = [
      {name: 'main', files: new Set(['assets/js/main.1a2b.js', 'assets/css/styles.3c4d.css'])},
      {name: null, files: new Set(['assets/js/1234.5e6f.js'])},
      {name: 'search-modal', files: new Set(['assets/js/search-modal.7a8b.js', 'assets/css/search-modal.9c0d.css'])},
    ];
    expect(filesToHint(chunks)).toEqual(['assets/js/main.1a2b.js', 'assets/js/1234.5e6f.js']);
  });
});
