import { loadConfig } from './config.ts';
import { createPreviewLinks, previewPathOf } from './features/event/preview-link.ts';
import { deriveKey } from './shared/field-encryption.ts';

/**
 * `npm run preview-link -- <eventNo> [hours]`: prints a link that shows one event, drafts too, until it
 * ends (24 hours unless told), for staff to check a page before it is published. It signs with the key the
 * server derives from FIELD_ENCRYPTION_KEY, so run it with the server's settings.
 */
const [eventArgument, hoursArgument = '24'] = process.argv.slice(2);
const eventNo = Number(eventArgument);
const hours = Number(hoursArgument);
if (!Number.isInteger(eventNo) || eventNo < 1 || !Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) {
  process.stderr.write('usage: npm run preview-link -- <eventNo> [hours, 1 to 720]\n');
  process.exit(1);
}
const config = loadConfig();
const links = createPreviewLinks(deriveKey(config.fieldEncryptionKey, 'event-preview-link'));
const link = links.sign(eventNo, new Date(Date.now() + hours * 3_600_000));
const origin = config.client.siteUrl === '' ? `http://localhost:${config.port}` : config.client.siteUrl;
process.stdout.write(`${origin}${previewPathOf(link)}\n`);
