// A test reporter for `node --test`: how long each test file took, start to end of its process, in
// seconds, as a JSON object to its destination. run.mjs prints it after the run (the figures for
// its SECONDS table).
export default async function* fileTimes(source) {
  const seconds = {};
  for await (const event of source) {
    const { file, name, nesting, details } = event.data ?? {};
    // The file's own entry: the process that ran it (its name is the file's path).
    if (event.type === 'test:complete' && nesting === 0 && file && name === file && details?.duration_ms)
      seconds[file.split(/[\\/]/).at(-1)] = Math.round(details.duration_ms / 1000);
  }
  yield JSON.stringify(seconds);
}
