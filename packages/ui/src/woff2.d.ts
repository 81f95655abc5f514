// Font files are asset modules in every app's webpack config: importing one gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
