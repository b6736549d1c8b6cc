import { main } from '/work/wt-i10/src/cli/main.ts';
main(process.argv.slice(2)).then((c) => { process.exitCode = c; });
