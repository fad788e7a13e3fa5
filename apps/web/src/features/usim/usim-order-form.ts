import type { UseFormReturn } from 'react-hook-form';
import type { UsimPurchaseForm, UsimPurchaseRequest } from '@mvno/contract';

/** The /usim order form as its parts hold it: the contract's form, whose output is the order's request. */
export type UsimOrderForm = UseFormReturn<UsimPurchaseForm, unknown, UsimPurchaseRequest>;
