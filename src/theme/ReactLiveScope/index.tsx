// Wrap: the stock live-code scope (React and its hooks) plus the helpers the docs' live demos use.
import ReactLiveScope from '@theme-original/ReactLiveScope';
import {useWeappMerge} from '@site/src/components/LiveDemo/useWeappMerge';

export default {
  ...ReactLiveScope,
  useWeappMerge,
};
