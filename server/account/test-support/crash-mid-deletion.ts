/**
 * Run as a child process by the account-deletion crash test: deletes the account behind `<cookie>` and
 * stops for good at `<phase>`, printing `{"reached":"<phase>"}`, then waits to be killed with SIGKILL.
 * - `rows`: inside the deletion's transaction, after the member's items are deleted, before it commits.
 * - `files`: after the commit, with one of the member's recordings deleted from the store and the next one not.
 * The audio store is the configured one (`KINDRED_AUDIO_STORE` and friends in the environment).
 * Usage: crash-mid-deletion.ts <dataDir> <rows|files> <cookie>
 */
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { scriptedModerator } from '../../test-support/scripted-moderator.js';

const [dataDir, phase, cookie] = process.argv.slice(2);
if (!dataDir || (phase !== 'rows' && phase !== 'files') || !cookie) throw new Error('usage: crash-mid-deletion.ts <dataDir> <rows|files> <cookie>');

const config = { ...loadConfig(process.env, [], dataDir), dataDir, webDir: undefined };
const { app, ctx } = await buildApp(config, { logger: false, moderator: scriptedModerator(), warmUpModels: false });
await app.ready();

const stopHere = (): Promise<never> => {
  process.stdout.write(`${JSON.stringify({ reached: phase })}\n`);
  return new Promise<never>(() => undefined);
};
if (phase === 'rows') {
  ctx.accountDeletion.register({ name: 'crash before the commit', deleteRows: stopHere });
} else {
  const blobs = ctx.audio.blobs;
  const deleteForReal = blobs.delete.bind(blobs);
  let deletions = 0;
  blobs.delete = async (key) => {
    deletions += 1;
    return deletions === 1 ? deleteForReal(key) : stopHere();
  };
}
await app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie } });
throw new Error('the deletion finished instead of stopping');
