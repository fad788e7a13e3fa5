import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@mvno/contract';

// The pages the sandboxes serve as their outside systems would on their own sites (a gateway's checkout, a
// phone's eSIM screen): one plain style, no script, and a page policy of their own.

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
body{margin:0;font-family:system-ui,"Noto Sans CJK KR",sans-serif;color:#191f28;background:#f2f4f6}
main{max-width:400px;margin:0 auto;padding:20px;box-sizing:border-box}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#4e5968;font-size:14px;line-height:1.5}
dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px}dl div{display:flex;justify-content:space-between;gap:12px;padding:4px 0}
dt{color:#4e5968}dd{margin:0;font-weight:700;text-align:right}
label{display:block;font-weight:700;margin:12px 0 6px}
select,input{width:100%;box-sizing:border-box;min-height:48px;font-size:16px;padding:0 12px;border:1px solid #b0b8c1;border-radius:8px;background:#fff}
.hint{font-size:13px;margin:6px 0 0}
.buttons{display:grid;gap:8px;margin-top:20px}
button{min-height:52px;font-size:16px;font-weight:700;border-radius:10px;border:0;cursor:pointer}
.pay{background:#1b64da;color:#fff}.cancel{background:#e5e8eb;color:#333d4b}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #1b64da;outline-offset:2px}
.tests{margin-top:16px;font-size:12px}
.answer{background:#fff;border-radius:12px;padding:12px 16px;color:#191f28;font-weight:700}
`;

export function page(lang: 'ko' | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
