// Modules without type declarations of their own.
declare module '@docsearch/react/style';
