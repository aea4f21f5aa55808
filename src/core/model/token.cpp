#include "token.h"

QList<QPoint> Token::cells() const
{
    const QRect rect = footprintRect();
    QList<QPoint> result;
    result.reserve(qsizetype(rect.width()) * rect.height());
    for (int cy = rect.top(); cy <= rect.bottom(); ++cy) {
        for (int cx = rect.left(); cx <= rect.right(); ++cx)
            result.append({cx, cy});
    }
    return result;
}
