/**
 * `import code from './page-script.ts?inline-script'`: the module, bundled with what it imports and minified
 * into one classic script by the build (./vite/inline-scripts.ts), as a string to put in an inline <script>.
 */
declare module '*?inline-script' {
  const code: string
  export default code
}
