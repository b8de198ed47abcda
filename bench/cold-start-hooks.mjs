// Loader hooks for bench/cold-start-child.mjs: reports every module URL Node resolves (ESM
// imports; CommonJS requires are read from require.cache instead).
let port;

export function initialize(data) {
  port = data.port;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  port?.postMessage(result.url);
  return result;
}
