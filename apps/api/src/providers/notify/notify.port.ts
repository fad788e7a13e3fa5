/** Texts and e-mails to subscribers. A real adapter (an SMS gateway, an SMTP relay) implements the same type. */
export interface NotifyProvider {
  /** `to`: mobile number, digits only. */
  sendSms(message: { to: string; text: string }): Promise<void>;
  sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** The sandbox's outbox, read back by GET /api/sandbox/outbox when the config allows it. */
export interface SandboxOutbox {
  findLatestSms(phone: string): Promise<{ phone: string; text: string; sentAt: Date } | undefined>;
}
