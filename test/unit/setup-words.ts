import { addSpanishWords, SPANISH_WORDS } from '@haulkit/core';

// Every catalogue's es-ES words, as a page that loaded them has them: the tests of each widget
// read its Spanish at once. The loading itself (an element's words, loadLocaleWords) has tests of
// its own that forget them first.
addSpanishWords(SPANISH_WORDS);
