// Wrap: the stock toggle, with the switch animated as a circular View Transition reveal.
import type {ReactNode} from 'react';
import {useRef} from 'react';
import {flushSync} from 'react-dom';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import type {ColorMode} from '@docusaurus/theme-common';
import {revealGeometry, shouldAnimateThemeSwitch} from './reveal';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange} = props;
  const wrapperRef = useRef<HTMLDivElement>(null);

  function handleChange(mode: ColorMode | null) {
    // The wrapper is `display: contents` and has no box of its own: measure the button inside it.
    const button = wrapperRef.current?.querySelector('button');
    if (!button || !shouldAnimateThemeSwitch(document, window)) {
      onChange(mode);
      return;
    }
    const {x, y, radius} = revealGeometry(button.getBoundingClientRect(), window.innerWidth, window.innerHeight);
    const root = document.documentElement.style;
    root.setProperty('--site-reveal-x', `${x}px`);
    root.setProperty('--site-reveal-y', `${y}px`);
    root.setProperty('--site-reveal-radius', `${radius}px`);
    document.startViewTransition(() => {
      flushSync(() => onChange(mode));
    });
  }

  return (
    <div ref={wrapperRef} style={{display: 'contents'}}>
      <ColorModeToggle {...props} onChange={handleChange} />
    </div>
  );
}
