export const USIM_PATH = '/usim';
export const USIM_COMPLETE_PATH = '/usim/complete';
export const USIM_LIST_PATH = '/usim/list';
