#pragma once

#include <QString>
#include <QUrl>

// A screen's name as one QSettings key under a group, for the settings remembered per screen.
namespace ScreenKeys
{

// What an empty name (the offscreen platform's screen) is stored as: a lone '%', which no
// escaped name can be, since every '%' of a name is written "%25".
inline const QString EmptyName = QStringLiteral("%");

// QSettings treats '/' and '\' in a key as group separators, and screen names may hold them
// (Windows calls screens "\\.\DISPLAY1"); they are percent-encoded, and so is '%'.
inline QString escaped(const QString &screenName)
{
    if (screenName.isEmpty())
        return EmptyName;
    QString key = screenName;
    key.replace(QLatin1Char('%'), QStringLiteral("%25"))
        .replace(QLatin1Char('/'), QStringLiteral("%2F"))
        .replace(QLatin1Char('\\'), QStringLiteral("%5C"));
    return key;
}

// "group/escaped name".
inline QString key(const QString &group, const QString &screenName)
{
    return group + QLatin1Char('/') + escaped(screenName);
}

// The screen name a child key of such a group stands for.
inline QString nameOf(const QString &key)
{
    return key == EmptyName ? QString() : QUrl::fromPercentEncoding(key.toUtf8());
}

} // namespace ScreenKeys
