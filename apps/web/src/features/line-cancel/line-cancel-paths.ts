export const LINE_CANCEL_PATH = '/my-page/my-info/service/cancel';
export const LINE_CANCEL_SUCCESS_PATH = '/my-page/my-info/service/cancel/success';
export const SERVICE_PATH = '/my-page/my-info/service';
