/** The plan-change screens (spec §2.2). */
export const PLAN_CHANGE_PATH = '/my-page/my-info/plan';
export const PLAN_CHANGE_FORM_PATH = '/my-page/my-info/plan/change';
export const PLAN_CHANGE_SUCCESS_PATH = '/my-page/my-info/plan/success';
