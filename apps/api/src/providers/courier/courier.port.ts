import type { DeliveryType } from '@mvno/contract';

// The courier that delivers USIMs: a parcel (BASIC) or a same-day rider (RIDER). Bookings and tracking are our
// own types; an adapter maps a courier's interface onto them. A call that does not answer in time throws
// ProviderTimeoutError.

/** Where a shipment is, in the order a shipment goes through them (a rider has no IN_TRANSIT step). */
export type ShipmentStatus = 'BOOKED' | 'PICKED_UP' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED';

export interface CourierTracking {
  status: ShipmentStatus;
  deliveredAt: Date | null;
  /** Each step reached so far, oldest first; the last one is `status`. */
  events: { status: ShipmentStatus; at: Date }[];
}

export interface BookShipmentInput {
  /** Ours, e.g. `USIM-123`. */
  shipmentId: string;
  deliveryType: DeliveryType;
  /** `phone`: digits only. */
  recipient: { name: string; phone: string };
  address: { postcode: string; address: string; detailAddress: string };
  /** The delivery note; may be ''. */
  note: string;
  /** What the parcel holds, e.g. `유심 2개`. */
  contents: string;
}

export type BookShipmentResult =
  { result: 'BOOKED'; courierName: string; trackingNumber: string } | { result: 'REFUSED' };

export interface CourierProvider {
  /**
   * Books a shipment under our shipment id. The same id again is the same booking (the first answer again),
   * so a retry after a lost answer is safe. `REFUSED`: the courier does not serve that address or that kind
   * of delivery; nothing was booked.
   */
  book(input: BookShipmentInput): Promise<BookShipmentResult>;
  /** Where a shipment is now, as of the courier's clock; undefined for a tracking number it does not know. */
  track(input: { trackingNumber: string }): Promise<CourierTracking | undefined>;
}
