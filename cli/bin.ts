/** Process entry of `pbem`: run, print, exit with the command's code. */
import { run } from './main';

const result = await run(process.argv.slice(2));
if (result.output) (result.exitCode === 2 ? process.stderr : process.stdout).write(`${result.output}\n`);
process.exitCode = result.exitCode;
