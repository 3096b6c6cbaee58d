CREATE TABLE `staff_availability` (
	`staff_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
