#!/usr/bin/env bash
# PHP checks for the WordPress plugin: `php -l` on every PHP file in wp-plugin/, then the
# PHPUnit suite (Debian's phpunit 9.6, WordPress's own function files from Debian's
# wordpress package; see wp-plugin/tests/support/wordpress.php).
#   npm run test:php
# Needs: apt-get install -y php-cli php-xml php-mbstring phpunit wordpress
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v phpunit >/dev/null 2>&1 || missing+=(phpunit)
[ -f "${ISLET_WP_DIR:-/usr/share/wordpress}/wp-includes/plugin.php" ] || missing+=(wordpress)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test:php needs ${missing[*]}: apt-get install -y php-cli php-xml php-mbstring phpunit wordpress" >&2
  exit 1
fi

echo "php -l: $(php -r 'echo PHP_VERSION;')"
count=0
failed=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  if ! out=$(php -l "$file" 2>&1); then
    echo "$out" >&2
    failed=$((failed + 1))
  fi
done < <(find wp-plugin -name '*.php' -not -path 'wp-plugin/assets/*' -print0 | sort -z)
if [ "$failed" -gt 0 ]; then
  echo "php -l: $failed of $count files have syntax errors" >&2
  exit 1
fi
echo "php -l: $count files, no syntax errors"

phpunit -c wp-plugin/phpunit.xml.dist
