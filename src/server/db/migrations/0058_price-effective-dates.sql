ALTER TABLE "package_price_changes" ADD COLUMN "old_effective_from" date;--> statement-breakpoint
ALTER TABLE "package_price_changes" ADD COLUMN "old_effective_to" date;--> statement-breakpoint
ALTER TABLE "package_price_changes" ADD COLUMN "new_effective_from" date;--> statement-breakpoint
ALTER TABLE "package_price_changes" ADD COLUMN "new_effective_to" date;--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "effective_to" date;