// @ts-check
/** @type {import("@docusaurus/plugin-content-docs").SidebarsConfig} */
const typedocSidebar = {
  items: [
    {
      type: "category",
      label: "类",
      items: [
        {
          type: "doc",
          id: "api-v2/classes/UnifiedWebpackPluginV5",
          label: "UnifiedWebpackPluginV5"
        }
      ]
    },
    {
      type: "category",
      label: "接口",
      items: [
        {
          type: "doc",
          id: "api-v2/interfaces/IArbitraryValues",
          label: "IArbitraryValues"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/IBaseWebpackPlugin",
          label: "IBaseWebpackPlugin"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/ICommonReplaceOptions",
          label: "ICommonReplaceOptions"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/ILengthUnitsPatchDangerousOptions",
          label: "ILengthUnitsPatchDangerousOptions"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/ILengthUnitsPatchOptions",
          label: "ILengthUnitsPatchOptions"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/InternalCssSelectorReplacerOptions",
          label: "InternalCssSelectorReplacerOptions"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/InternalPatchResult",
          label: "InternalPatchResult"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/IPropValue",
          label: "IPropValue"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/ITemplateHandlerOptions",
          label: "ITemplateHandlerOptions"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/RawSource",
          label: "RawSource"
        },
        {
          type: "doc",
          id: "api-v2/interfaces/UserDefinedOptions",
          label: "UserDefinedOptions"
        }
      ]
    }
  ]
};
module.exports = typedocSidebar.items;