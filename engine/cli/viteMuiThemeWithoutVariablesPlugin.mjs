// Vite plugin: MUI's theme without its CSS-variables half.
//
// MUI's createTheme and ThemeProvider import the code of themes made of CSS variables (colour
// schemes switched by a class or a media query: createThemeWithVars, CssVarsProvider and their
// helpers, ~7 KB gzipped) whether or not a theme uses them, and every signed-in page downloads it.
// The dashboard's theme (engine/app/createAppTheme.ts) is a plain one, made again when the admin
// switches between light and dark, so that code is never run: the build gives those two imports
// a module that says so if it ever is.

const LEFT_OUT = '\0mui-theme-variables-left-out';
const IMPORTERS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.m?js$/;
const SOURCES = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs', './createThemeWithVars.js', './ThemeProviderWithVars.js']);

const refuse = `throw new Error("The dashboard’s theme is built without MUI’s CSS variables (engine/cli/viteMuiThemeWithoutVariablesPlugin.mjs): give createTheme neither cssVariables nor colorSchemes, or remove that plugin")`;

export function muiThemeWithoutVariablesPlugin() {
  return {
    name: 'dashboard-mui-theme-without-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && SOURCES.has(source) && IMPORTERS.test(importer)) return LEFT_OUT;
      return null;
    },
    load(id) {
      if (id !== LEFT_OUT) return null;
      return `export default function createThemeWithVars() { ${refuse} }\nexport function CssVarsProvider() { ${refuse} }\n`;
    },
  };
}
