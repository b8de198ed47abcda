// Quick mode (`npm run bench -- --quick ...`, or BENCH_QUICK=1): each part runs all of its code
// on a small sample, so that `npm test` proves the benches still run; its figures measure nothing.
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** `full` in a real run, `small` in quick mode. */
export const sized = (full, small) => (QUICK ? small : full);
