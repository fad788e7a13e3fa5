import { readFile } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadProcessConfig, openProcessDatabase } from './process-database.ts';

/**
 * `npm run usage-import -- <file.csv>`: reads a usage file of the host carrier into the ledger, each record
 * once (docs/billing.md), and reports what it kept and every row it refused with the reason. On PGlite stop
 * the server first: its data directory is one process's. Exit code 0 when every row was kept or had been
 * kept before, 1 when any was refused or the file could not be read.
 */
process.env.NODE_ENV ??= 'production';
const [file] = process.argv.slice(2);
let isClean = false;
if (file === undefined) {
  process.stderr.write('usage: npm run usage-import -- <file.csv>\n');
} else {
  const config = { ...loadProcessConfig(), logLevel: 'warn' as const };
  const database = await openProcessDatabase(config);
  try {
    await database.exclusively(() => database.migrate());
    const app = await buildApp({ config, database });
    try {
      const report = await app.ledger.importUsageCsv(await readFile(file, 'utf8'));
      const refused = [
        ...report.rejectedRows.map((row) => `  line ${row.line}: ${row.reason}`),
        ...report.rejected.map((record) => `  record ${record.recordId}: ${record.reason}`),
      ];
      process.stdout.write(
        [
          `${file}: ${report.added} records added, ${report.repeated} kept before, ${refused.length} refused`,
          ...refused,
          '',
        ].join('\n'),
      );
      isClean = refused.length === 0;
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
process.exitCode = isClean ? 0 : 1;
