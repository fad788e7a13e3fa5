export const NUMBER_CHANGE_PATH = '/my-page/my-info/service/number';
export const NUMBER_CHANGE_SUCCESS_PATH = '/my-page/my-info/service/number/success';
export const SERVICE_PATH = '/my-page/my-info/service';
