import { asc, eq } from 'drizzle-orm';
import type { TermsType, TermsVersionRecord } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { terms } from '../../db/schema/terms.ts';

const versionColumns = { termsNo: terms.termsNo, version: terms.version, effectiveDate: terms.effectiveDate };

export function createTermsRepository(db: Database) {
  return {
    /** Every version of every type, without their text: enough to tell which one is in force. */
    findAllVersions(): Promise<Array<TermsVersionRecord & { type: TermsType }>> {
      return db
        .select({ type: terms.type, ...versionColumns })
        .from(terms)
        .orderBy(asc(terms.type), asc(terms.effectiveDate));
    },

    findVersions(type: TermsType): Promise<TermsVersionRecord[]> {
      return db
        .select(versionColumns)
        .from(terms)
        .where(eq(terms.type, type))
        .orderBy(asc(terms.effectiveDate));
    },

    async findText(termsNo: number): Promise<{ title: string; content: string } | undefined> {
      const [row] = await db
        .select({ title: terms.title, content: terms.content })
        .from(terms)
        .where(eq(terms.termsNo, termsNo));
      return row;
    },
  };
}
export type TermsRepository = ReturnType<typeof createTermsRepository>;
