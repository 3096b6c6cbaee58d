PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_idempotency_keys` (
	`principal` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`key` text NOT NULL,
	`shop_id` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer,
	`response_headers` text,
	`response_body` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `principal`, `method`, `path`, `key`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_idempotency_keys`("principal", "method", "path", "key", "shop_id", "request_hash", "response_status", "response_headers", "response_body", "created_at", "expires_at") SELECT "principal", "method", "path", "key", "shop_id", "request_hash", "response_status", "response_headers", "response_body", "created_at", "expires_at" FROM `idempotency_keys`;--> statement-breakpoint
DROP TABLE `idempotency_keys`;--> statement-breakpoint
ALTER TABLE `__new_idempotency_keys` RENAME TO `idempotency_keys`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `api_tokens` ADD `parent_id` text REFERENCES api_tokens(id);--> statement-breakpoint
CREATE INDEX `api_tokens_parent` ON `api_tokens` (`parent_id`);--> statement-breakpoint
-- Tokens made with a token before parents were stored: the creator (created_by) is the parent.
UPDATE `api_tokens` SET `parent_id` = `created_by`
 WHERE `parent_id` IS NULL AND `created_by` LIKE 'tok\_%' ESCAPE '\'
   AND `created_by` IN (SELECT `p`.`id` FROM `api_tokens` `p` WHERE `p`.`shop_id` = `api_tokens`.`shop_id`);--> statement-breakpoint
-- No token outlives a token above it (decision 0013): the stored expiry becomes the earliest of
-- the chain, and a token below a revoked one is revoked.
WITH RECURSIVE `chain`(`id`, `ancestor`) AS (
  SELECT `id`, `parent_id` FROM `api_tokens` WHERE `parent_id` IS NOT NULL
  UNION
  SELECT `chain`.`id`, `a`.`parent_id` FROM `chain` JOIN `api_tokens` `a` ON `a`.`id` = `chain`.`ancestor`
   WHERE `a`.`parent_id` IS NOT NULL
), `bound`(`id`, `expires_at`, `revoked_at`) AS (
  SELECT `chain`.`id`, min(`a`.`expires_at`), min(`a`.`revoked_at`)
    FROM `chain` JOIN `api_tokens` `a` ON `a`.`id` = `chain`.`ancestor` GROUP BY `chain`.`id`
)
UPDATE `api_tokens` SET
  `expires_at` = CASE
    WHEN `bound`.`expires_at` IS NULL THEN `api_tokens`.`expires_at`
    WHEN `api_tokens`.`expires_at` IS NULL THEN `bound`.`expires_at`
    ELSE min(`api_tokens`.`expires_at`, `bound`.`expires_at`) END,
  `revoked_at` = coalesce(`api_tokens`.`revoked_at`, `bound`.`revoked_at`)
  FROM `bound` WHERE `bound`.`id` = `api_tokens`.`id`;
