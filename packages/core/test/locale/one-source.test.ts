import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueOf, message, SERVER_CODE_MESSAGES, serverCodeMessage } from '../../src/locale/index.js';
import {
  mapServerError,
  SERVER_ERROR_MESSAGE_KEYS,
  SERVER_ERROR_TEXTS,
  serverErrorText,
} from '../../src/rules/server-errors/index.js';

const source = (path: string) => readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');

describe('the server error words have one source: the catalogue (back-office §8)', () => {
  it.each(Object.entries(SERVER_ERROR_MESSAGE_KEYS))('%s reads the catalogue’s en-GB %s', (code, key) => {
    expect(SERVER_ERROR_TEXTS[code as keyof typeof SERVER_ERROR_TEXTS]).toBe(catalogueOf('en-GB')[key]);
    expect(serverErrorText(code)).toBe(message('en-GB', key));
    expect(serverCodeMessage('en-GB', code)).toBe(serverErrorText(code));
    expect(SERVER_CODE_MESSAGES[code]).toBe(key);
  });

  it('SERVER_ERROR_TEXTS lists every code, and its values are plain strings', () => {
    expect(Object.keys(SERVER_ERROR_TEXTS)).toEqual(Object.keys(SERVER_ERROR_MESSAGE_KEYS));
    expect(Object.values(SERVER_ERROR_TEXTS).every((text) => typeof text === 'string' && text !== '')).toBe(true);
  });

  it('no server error text is written in the rules: the constants hold codes and keys only', () => {
    const constants = source('rules/server-errors/constants.ts');
    for (const text of Object.values(SERVER_ERROR_TEXTS)) expect(constants).not.toContain(text);
  });

  it('mapServerError speaks the locale asked for, en-GB by default', () => {
    const body = { errors: { input: { email: ['not_valid_email', 'odd_code'] } } };
    expect(mapServerError(body).errors.map((e) => e.text)).toEqual(['Please enter a valid email address', 'odd_code']);
    expect(mapServerError(body, 'es-ES').errors.map((e) => e.text)).toEqual([
      'Introduce una dirección de correo electrónico válida',
      'odd_code',
    ]);
    expect(mapServerError('not json', 'es-ES').errors[0]?.text).toBe('¡Error del servidor!');
  });
});

describe('the item picker’s words stay apart from the big catalogues (bundle size)', () => {
  it('item-picker.ts imports neither the catalogues nor the rule messages', () => {
    const imports = [...source('locale/item-picker.ts').matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.sort()).toEqual(['./item-search-words.js', './locales.js', './translator.js', './words.js']);
  });

  it.each([
    'locale/rule-messages.ts',
    'locale/rule-message-table.ts',
    'locale/bound-messages.ts',
    'rules/server-errors/texts.ts',
  ])(
    '%s builds nothing over the catalogues at load (no top-level spread or call of enGB, esES, catalogueOf)',
    (path) => {
      const topLevel = source(path)
        .split('\n')
        .filter((line) => /^(export )?const /.test(line));
      for (const line of topLevel) expect(line).not.toMatch(/\.\.\.(enGB|esES|itemPicker)|catalogueOf\(|message\(/);
    },
  );
});
