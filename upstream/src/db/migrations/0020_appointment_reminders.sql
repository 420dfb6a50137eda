-- Whether the patients of a nutritionist get an e-mail before each confirmed appointment (on by default).
ALTER TABLE "nutritionist_details" ADD COLUMN "appointment_reminders" boolean DEFAULT true NOT NULL;
