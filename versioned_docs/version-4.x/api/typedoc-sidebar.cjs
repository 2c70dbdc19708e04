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
          id: "api/classes/UnifiedWebpackPluginV5",
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
          id: "api/interfaces/IArbitraryValues",
          label: "IArbitraryValues"
        },
        {
          type: "doc",
          id: "api/interfaces/UniAppXComponentLocalStylesOptions",
          label: "UniAppXComponentLocalStylesOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/UniAppXUserDefinedOptions",
          label: "UniAppXUserDefinedOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/UserDefinedOptions",
          label: "UserDefinedOptions"
        }
      ]
    },
    {
      type: "category",
      label: "类型别名",
      items: [
        {
          type: "doc",
          id: "api/type-aliases/AppType",
          label: "AppType"
        },
        {
          type: "doc",
          id: "api/type-aliases/ICustomAttributes",
          label: "ICustomAttributes"
        }
      ]
    },
    {
      type: "category",
      label: "变量",
      items: [
        {
          type: "doc",
          id: "api/variables/weappTwIgnore",
          label: "weappTwIgnore"
        }
      ]
    },
    {
      type: "category",
      label: "函数",
      items: [
        {
          type: "doc",
          id: "api/functions/createContext",
          label: "createContext"
        },
        {
          type: "doc",
          id: "api/functions/createPlugins",
          label: "createPlugins"
        },
        {
          type: "doc",
          id: "api/functions/escape",
          label: "escape"
        },
        {
          type: "doc",
          id: "api/functions/getDefaultOptions",
          label: "getDefaultOptions"
        },
        {
          type: "doc",
          id: "api/functions/isAllowedClassName",
          label: "isAllowedClassName"
        },
        {
          type: "doc",
          id: "api/functions/unescape",
          label: "unescape"
        },
        {
          type: "doc",
          id: "api/functions/UnifiedViteWeappTailwindcssPlugin",
          label: "UnifiedViteWeappTailwindcssPlugin"
        }
      ]
    },
    {
      type: "category",
      label: "重要配置",
      items: [
        {
          type: "doc",
          id: "api/interfaces/DisabledOptions",
          label: "DisabledOptions"
        }
      ]
    }
  ]
};
module.exports = typedocSidebar.items;