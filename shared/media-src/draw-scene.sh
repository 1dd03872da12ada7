# Shell functions that draw the site's illustrations (ImageMagick 6), sourced by the
# remotes' media-src/generate-media.sh scripts. Needs $TMP set to a scratch folder.

# A stone temple silhouette: a main shikhar between two smaller ones, on a plinth.
temple() { # $1 width, $2 height, $3 fill colour, $4 output
  w=$1 h=$2
  convert -size "${w}x${h}" xc:none -fill "$3" \
    -draw "polygon $((w*30/100)),$((h*78/100)) $((w*70/100)),$((h*78/100)) $((w*70/100)),$((h*55/100)) $((w*30/100)),$((h*55/100))" \
    -draw "polygon $((w*40/100)),$((h*55/100)) $((w*50/100)),$((h*18/100)) $((w*60/100)),$((h*55/100))" \
    -draw "polygon $((w*30/100)),$((h*58/100)) $((w*36/100)),$((h*36/100)) $((w*42/100)),$((h*58/100))" \
    -draw "polygon $((w*58/100)),$((h*58/100)) $((w*64/100)),$((h*36/100)) $((w*70/100)),$((h*58/100))" \
    -draw "rectangle $((w*497/1000)),$((h*12/100)) $((w*503/1000)),$((h*18/100))" \
    -draw "rectangle $((w*22/100)),$((h*78/100)) $((w*78/100)),$((h*84/100))" \
    -draw "rectangle 0,$((h*84/100)) $w,$h" \
    "$4"
}

# A sky gradient with the silhouette; $1 size WxH, $2 top colour, $3 bottom colour, $4 silhouette colour, $5 output
scene() {
  w=${1%x*} h=${1#*x}
  temple "$w" "$h" "$4" "$TMP/temple.png"
  convert -size "$1" "gradient:$2-$3" \
    \( -size "$1" radial-gradient:'#fff6e5c0'-none -geometry +0+$((h/5)) \) -compose over -composite \
    "$TMP/temple.png" -compose over -composite "$5"
}
