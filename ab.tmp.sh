#!/bin/bash
# usage: ab.tmp.sh path runs
for i in $(seq 1 $2); do
  for v in A:3100 B:3200; do
    n=${v%%:*}; port=${v##*:}
    out=/tmp/lh/ab-$n-$i.json
    npx lighthouse http://localhost:$port$1 --only-categories=performance --output=json --output-path=$out --quiet --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" 2>/dev/null
    python3 -c "
import json;r=json.load(open('$out'));a=r['audits']
print('$n', round(r['categories']['performance']['score']*100), 'TBT', round(a['total-blocking-time']['numericValue']), 'LCP', round(a['largest-contentful-paint']['numericValue']), 'FCP', round(a['first-contentful-paint']['numericValue']), 'bi', r['environment']['benchmarkIndex'])"
  done
done
