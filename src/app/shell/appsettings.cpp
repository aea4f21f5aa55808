#include "shell/appsettings.h"

#include "shell/apptranslations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QProcess>
#include <QQmlEngine>
#include <QSettings>
#include <algorithm>

namespace
{

const QString LanguageKey = QStringLiteral("display/language");
const QString ScaleKey = QStringLiteral("display/uiScale");
const QString HighContrastKey = QStringLiteral("display/highContrast");

} // namespace

AppSettings::AppSettings()
{
    const QSettings settings;
    const QString language = settings.value(LanguageKey).toString();
    m_language = languageCodes().contains(language) ? language : QString();
    m_uiScale = std::clamp(settings.value(ScaleKey, 1.0).toReal(), MinimumScale, MaximumScale);
    m_highContrast = settings.value(HighContrastKey, false).toBool();
}

AppSettings *AppSettings::instance()
{
    static AppSettings *settings = new AppSettings; // lives as long as the process
    return settings;
}

AppSettings *AppSettings::create(QQmlEngine *, QJSEngine *)
{
    AppSettings *settings = instance();
    QQmlEngine::setObjectOwnership(settings, QQmlEngine::CppOwnership);
    return settings;
}

void AppSettings::setLanguage(const QString &language)
{
    const QString code = languageCodes().contains(language) ? language : QString();
    if (code == m_language)
        return;
    m_language = code;
    QSettings().setValue(LanguageKey, code);
    Q_EMIT languageChanged();
}

void AppSettings::setUiScale(qreal scale)
{
    scale = std::clamp(scale, MinimumScale, MaximumScale);
    if (qFuzzyCompare(scale, m_uiScale))
        return;
    m_uiScale = scale;
    QSettings().setValue(ScaleKey, scale);
    Q_EMIT uiScaleChanged();
}

void AppSettings::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    QSettings().setValue(HighContrastKey, on);
    Q_EMIT highContrastChanged();
}

void AppSettings::restartWhenQuit(const QString &file)
{
    if (m_restartArmed)
        return;
    m_restartArmed = true;
    // At quit, not now: the running app still saves its window and drops its recovery file.
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, [file] {
        QStringList arguments;
        if (!file.isEmpty() && !file.startsWith(QLatin1Char(':'))) // not the bundled sample
            arguments << file;
        QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
    });
}

QString AppSettings::languageFor(const QString &choice)
{
    return AppTranslations::resolve(choice, QLocale::system().uiLanguages());
}

QStringList AppSettings::languageCodes()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QVariantList AppSettings::availableLanguages()
{
    // Each in its own language, so a GM who cannot read the current one still finds theirs.
    const QStringList names{QStringLiteral("English"), QStringLiteral("Deutsch"),
                            QStringLiteral("Français")};
    QVariantList languages;
    const QStringList codes = languageCodes();
    for (qsizetype i = 0; i < codes.size(); ++i)
        languages << QVariantMap{{QStringLiteral("code"), codes[i]},
                                 {QStringLiteral("name"), names[i]}};
    return languages;
}
