/**
 * The function's region, read from the one place it is written: firebase.json's Hosting rewrite
 * of `/api/**`, which must name the same region as the function it sends requests to. esbuild
 * inlines the JSON into the build; scripts/stack-config.mjs reads the same line.
 */
import firebaseJson from '../../firebase.json';

const apiRewrite = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/api/**');
if (!apiRewrite?.function) throw new Error('firebase.json: no Hosting rewrite of /api/** to a function.');

export const REGION: string = apiRewrite.function.region;
