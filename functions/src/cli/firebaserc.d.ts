/** The repository's .firebaserc (JSON without a .json name), imported with `type: 'json'`. */
declare module '*/.firebaserc' {
  const firebaserc: { projects: Record<string, string> };
  export default firebaserc;
}
