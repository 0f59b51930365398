// Development helpers (never in production).
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}
