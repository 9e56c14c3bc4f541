/**
 * How many days the server's logs are kept at most, as the privacy policy states. The journald
 * drop-in deploy/journald-retention.conf makes it true (MaxRetentionSec); tests/deploy checks that
 * both say the same.
 */
export const LOG_RETENTION_DAYS = 14;
