// Turns on the page grain (src/css/custom.css) once the first page has hydrated and the main thread is
// idle. Its SVG tile is a small document of its own to style, lay out and paint: turned on with hydration,
// that work joined the frame that applies hydration's updates, already one of the load's longest.
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/utils/whenIdle';

const TEXTURE_ATTRIBUTE = 'data-page-texture';

const clientModule: ClientModule = {
  // Runs in a layout effect of the first render (hydration), then after every navigation.
  onRouteDidUpdate() {
    const root = document.documentElement;
    if (root.hasAttribute(TEXTURE_ATTRIBUTE)) return;
    whenIdle(() => root.setAttribute(TEXTURE_ATTRIBUTE, ''));
  },
};

export default clientModule;
