// Read by prism-core when it loads: see ./prismCore.
const scope = globalThis as {Prism?: object};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
