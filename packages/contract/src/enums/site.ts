import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — Running the site: maintenance windows and staff roles.

/**
 * Parts of the site a maintenance window can close (spec §8). Each has its screens and the safe page a
 * visitor is sent to (rules/maintenance.ts), and the calls that belong to it say so (calls/define.ts).
 */
export const maintenanceAreas = [
  'SELF_OPEN',
  'SELF_OPEN_V2',
  'COUNSELOR_OPEN',
  'SELF_CARE',
  'LOGIN',
  'USIM',
] as const;
export type MaintenanceArea = (typeof maintenanceAreas)[number];
export const maintenanceAreaLabels: Record<MaintenanceArea, Message> = {
  SELF_OPEN: /*i18n*/ { id: 'maintenanceArea.SELF_OPEN', message: '셀프개통' },
  SELF_OPEN_V2: /*i18n*/ { id: 'maintenanceArea.SELF_OPEN_V2', message: '셀프개통' },
  COUNSELOR_OPEN: /*i18n*/ { id: 'maintenanceArea.COUNSELOR_OPEN', message: '상담사 개통' },
  SELF_CARE: /*i18n*/ { id: 'maintenanceArea.SELF_CARE', message: '마이페이지' },
  LOGIN: /*i18n*/ { id: 'maintenanceArea.LOGIN', message: '로그인과 회원가입' },
  USIM: /*i18n*/ { id: 'maintenanceArea.USIM', message: '유심 구매' },
};

/**
 * What a staff member may do, by role (ours: the spec's staff pages are not shown; the staff console names
 * them). A call that staff make names the roles it admits (calls/define.ts).
 */
export const staffRoles = [
  'ADMINISTRATOR',
  'CONTENT_EDITOR',
  'COUNSELOR',
  'CUSTOMER_SERVICE',
  'OPERATIONS',
] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, Message> = {
  ADMINISTRATOR: /*i18n*/ { id: 'staffRole.ADMINISTRATOR', message: '관리자' },
  CONTENT_EDITOR: /*i18n*/ { id: 'staffRole.CONTENT_EDITOR', message: '콘텐츠 편집자' },
  COUNSELOR: /*i18n*/ { id: 'staffRole.COUNSELOR', message: '상담사' },
  CUSTOMER_SERVICE: /*i18n*/ { id: 'staffRole.CUSTOMER_SERVICE', message: '고객센터 상담원' },
  OPERATIONS: /*i18n*/ { id: 'staffRole.OPERATIONS', message: '운영' },
};
