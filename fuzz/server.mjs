// The fuzzer's server: the built one, as a visitor meets it (scripts/built-server.mjs), quiet but for errors.
import { startBuiltServer } from '../scripts/built-server.mjs';

export const startServer = () => startBuiltServer({ label: 'fuzz', env: { LOG_LEVEL: 'error' } });
