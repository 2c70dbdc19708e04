// Wrap: an image with the same file in both colour modes is one <img>. Upstream renders one per mode
// before hydration (each hidden by CSS in the other mode), so the logo was in every page's HTML six times.
import type {ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type {Props} from '@theme/ThemedImage';

export default function ThemedImageWrapper(props: Props): ReactNode {
  const {sources, ...imageProps} = props;
  if (sources.light !== sources.dark) return <ThemedImage {...props} />;
  return <img src={sources.light} {...imageProps} />;
}
