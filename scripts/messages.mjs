// The message catalogue's one command (docs/languages.md): brings the catalogues up to date with the code
// (Lingui's extraction: new Korean messages are added, English left to be written, removed ones dropped)
// and compiles them into the modules the site loads (<catalogue>/locales/<locale>.ts).
//
//   npm run messages                 every catalogue
//   npm run messages -- plans home   the catalogues whose path names these (a feature, `contract`, `src/locales`)
//   npm run messages -- --check      change nothing; fail when a catalogue is behind the code, an English
//                                    message is missing or a compiled module is stale (the test runs this)
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The catalogues (Lingui's Catalog objects) whose path contains one of `names`; all when none is given. */
export async function catalogsNamed(names = []) {
  const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });
  const catalogs = await getCatalogs(config);
  const chosen =
    names.length === 0 ? catalogs : catalogs.filter((c) => names.some((n) => c.path.includes(n)));
  return { config, catalogs: chosen };
}

/** Where the module compiled from a catalogue's language is: beside its .po file. */
function compiledFileOf(catalog, locale) {
  return catalog.getFilename(locale).replace(/\.po$/, '.ts');
}

/** The compiled module of a catalogue in a language, as Lingui writes it. */
function compiledSource(locale, translations) {
  const { source, errors } = createCompiledCatalog(locale, translations, {
    strict: true,
    namespace: 'ts',
    outputPrefix: '/*eslint-disable*/',
  });
  if (errors.length > 0) {
    throw new Error(`${locale}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`);
  }
  return `${source}\n`;
}

async function readOrEmpty(file) {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Every problem of the chosen catalogues: a message in the code and not in a catalogue, a message in a
 * catalogue and no longer in the code, an English message not written, a compiled module that differs from
 * its catalogue. Empty when all is in order.
 */
export async function checkCatalogs(names = []) {
  const { config, catalogs } = await catalogsNamed(names);
  const problems = [];
  // The web app's catalogues all load into one translator, where a message's id is its Korean: the same
  // Korean must read the same in every catalogue, or the one loaded last would word the others' screens.
  const wordingOf = new Map();
  for (const catalog of catalogs) {
    const where = path.relative(root, catalog.path).replace('/{locale}', '');
    const extracted = await catalog.collect();
    if (extracted === undefined) {
      problems.push(`${where}: the code could not be read`);
      continue;
    }
    for (const locale of config.locales) {
      const kept = await catalog.read(locale);
      const keptIds = new Set(Object.keys(kept ?? {}));
      for (const id of Object.keys(extracted)) {
        if (!keptIds.has(id))
          problems.push(`${where}/${locale}: not in the catalogue: ${extracted[id].message ?? id}`);
      }
      for (const id of keptIds) {
        if (extracted[id] === undefined) problems.push(`${where}/${locale}: no longer in the code: ${id}`);
      }
      // A message with an id of its own keeps its Korean in the code: the catalogue must say the same.
      if (locale === config.sourceLocale)
        for (const [id, entry] of Object.entries(extracted)) {
          const words = kept?.[id]?.translation;
          if (entry.message !== undefined && words !== undefined && words !== '' && words !== entry.message)
            problems.push(
              `${where}/${locale}: ${id} reads "${words}", the code "${entry.message}": run npm run messages`,
            );
        }
      const { messages: translations, missing } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale,
        fallbackLocales: config.fallbackLocales,
      });
      for (const message of missing)
        problems.push(`${where}/${locale}: not translated: ${message.source ?? message.id}`);
      if (catalog.path.includes('/apps/web/')) {
        for (const [id, words] of Object.entries(translations)) {
          const seen = wordingOf.get(`${locale}|${id}`);
          if (seen === undefined) wordingOf.set(`${locale}|${id}`, { words, where });
          else if (seen.words !== words) {
            problems.push(
              `${where}/${locale}: "${extracted[id]?.message ?? id}" reads "${words}" here and "${seen.words}" in ${seen.where}: write it the same, or give one a context`,
            );
          }
        }
      }
      const compiledFile = compiledFileOf(catalog, locale);
      if ((await readOrEmpty(compiledFile)) !== compiledSource(locale, translations)) {
        problems.push(`${path.relative(root, compiledFile)}: older than its catalogue: run npm run messages`);
      }
    }
  }
  return problems;
}

/** Extracts and compiles the chosen catalogues; says what is left to translate. */
async function update(names) {
  const { config, catalogs } = await catalogsNamed(names);
  for (const catalog of catalogs) {
    const result = await catalog.make({
      clean: true,
      // The source locale's words follow the code (a message with an id of its own whose Korean changed).
      overwrite: true,
      orderBy: config.orderBy,
      locale: undefined,
      prevFormat: undefined,
      workersOptions: { poolSize: 0 },
    });
    if (result === false) throw new Error(`${path.relative(root, catalog.path)}: the code could not be read`);
    for (const locale of config.locales) {
      const { messages: translations, missing } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale,
        fallbackLocales: config.fallbackLocales,
      });
      await writeFile(compiledFileOf(catalog, locale), compiledSource(locale, translations));
      if (missing.length > 0) {
        console.log(`${path.relative(root, catalog.getFilename(locale))}: ${missing.length} to translate`);
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const isCheck = args.includes('--check');
  const names = args.filter((a) => !a.startsWith('--'));
  if (isCheck) {
    const problems = await checkCatalogs(names);
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } else {
    await update(names);
  }
}
