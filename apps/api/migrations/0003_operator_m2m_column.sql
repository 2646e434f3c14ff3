-- the generated name split "m2m" (is_m_2m_subscriber); name it as people read it
ALTER TABLE "operator"."subscribers" RENAME COLUMN "is_m_2m_subscriber" TO "is_m2m_subscriber";
