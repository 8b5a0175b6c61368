// A test reporter for `node --test`: writes the files with a failed test, as a JSON array, to its
// destination. run.mjs reads it to run those files again.
export default async function* failedFiles(source) {
  const failed = new Set();
  for await (const event of source) {
    if (event.type === 'test:fail' && event.data.file) failed.add(event.data.file);
  }
  yield JSON.stringify([...failed]);
}
