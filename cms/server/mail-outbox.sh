#!/bin/sh
# Stands in for sendmail in the embedded CMS while no EMAIL_TRANSPORT is set (config.mjs):
# Directus pipes each e-mail in (sendmail's arguments are ignored) and it is kept as a file in
# MAIL_OUTBOX_DIR (cms/data/mail-outbox), the newest 200 only. Nothing is sent.
set -eu
outbox="${MAIL_OUTBOX_DIR:?MAIL_OUTBOX_DIR is not set}"
mkdir -p "$outbox"
name="$outbox/$(date -u +%Y%m%dT%H%M%S.%N)-$$.eml"
cat > "$name.part"
mv "$name.part" "$name"
ls -1t "$outbox" | grep '\.eml$' | tail -n +201 | while read -r old; do rm -f "$outbox/$old"; done
